/** One entry of the error catalogue: the HTTP status and the Slovak message of a code. */
export const entry = (status: number, message: string) => ({ status, message }) as const;
