const labels: Record<string, string> = { sandbox: 'Airlock Sandbox', coinbase: 'Coinbase', meld: 'Meld' }

/** The name people see for an onramp provider. */
export function providerLabel(name: string): string {
  return labels[name] ?? name
}
