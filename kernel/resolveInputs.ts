/**
 * What a config list of adapters or connectors names: a built-in's name stands for the
 * built-in (an unknown name for nothing), anything else for itself.
 */
export function resolveInputs<T>(inputs: readonly (string | T)[], builtins: Readonly<Record<string, T>>): T[] {
  return inputs.flatMap((input) => (typeof input === 'string' ? (builtins[input] ?? []) : [input]))
}
