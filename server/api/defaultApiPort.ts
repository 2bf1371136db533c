/** The port `airlock api` listens on when none is given (the local stack's API uses it too). */
export const DEFAULT_API_PORT = 8790
