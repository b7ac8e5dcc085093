/** data of a wizard step's save: the client route of the following step. */
export type NextStep = { next?: string } | null;
