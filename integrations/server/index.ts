// `airlock/server`: what a host's own backend imports (Node 20+, or any runtime with fetch).
export { verifySiwxSession, SiwxSessionError, type SiwxSessionClaims, type VerifySiwxSessionOptions } from './verifySiwxSession.js'
