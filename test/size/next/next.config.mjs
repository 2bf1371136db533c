// The Next.js host fixture: App Router, Turbopack (next build's default), offline.
// Types are checked by the project's own typecheck, not by next build.
export default { typescript: { ignoreBuildErrors: true } }
