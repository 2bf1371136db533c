/**
 * The steps `names` of a feature's api, for a hook to return beside the state it reads. A
 * feature's steps are closures over its api, so they keep working wherever the host passes them.
 */
export function pickSteps<A, K extends keyof A>(api: A, names: readonly K[]): Pick<A, K> {
  return Object.fromEntries(names.map((name) => [name, api[name]])) as Pick<A, K>
}
