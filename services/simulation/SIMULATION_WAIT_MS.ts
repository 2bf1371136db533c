/**
 * How long an approval waits for a simulation before it says "Could not simulate this
 * transaction" and lets the person decide: 1.5 s. In a module of its own, so the embedded
 * wallet's approvals read it without loading the API client's answer schema.
 */
export const SIMULATION_WAIT_MS = 1500
