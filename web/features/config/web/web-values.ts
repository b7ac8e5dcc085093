// The web form's values, apart from /config/web's schema: /setting/edit-web
// renders the same form (web-form.tsx) without that schema or its texts
// (configServices, which its route does not load).

/** The form keeps the port as typed; the schema decides whether it is a port. */
export type WebValues = { server_url: string; port: string };

export const PORT_MAX_LENGTH = 5;
