// Builds unsigned JWT-shaped strings for token tests (the client never checks signatures).

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function makeJwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token valid for another hour. */
export const liveToken = (): string => makeJwt({ sub: "1", exp: nowSeconds() + 3600 });

/** A token that expired a minute ago. */
export const expiredToken = (): string => makeJwt({ sub: "1", exp: nowSeconds() - 60 });
