import type { Connector, ConnectorFactory } from '../../kernel/connectors/defineConnector.js'
import type { ConnectorRegistry } from '../../kernel/registry.js'
import { unwrapDefault } from '../../kernel/unwrapDefault.js'
import type { ConnectionScope } from './ConnectionScope.js'

/** The name of a connector an instance may have. */
export type ConnectorName = keyof ConnectorRegistry & string

/**
 * The connector `name` of this instance, its code loaded and the connector made on first
 * use (once; a failed load is tried again next time). Rejects when no connector of that
 * name is configured.
 */
export function loadConnector<N extends ConnectorName>(scope: ConnectionScope, name: N): Promise<ConnectorRegistry[N]> {
  let connector = scope.connectors.get(name)
  if (!connector) {
    const descriptor = scope.context.connectors.find((candidate) => candidate.name === name)
    if (!descriptor) return Promise.reject(new Error(`No connector is configured named ${name}`))
    connector = (descriptor.connector ? Promise.resolve(descriptor.connector) : descriptor.details!().then((details) => details.connector))
      .then((load) => load())
      .then((module) => unwrapDefault<ConnectorFactory>(module)(scope.context))
    connector.catch(() => scope.connectors.delete(name))
    scope.connectors.set(name, connector)
  }
  return connector as Promise<Connector> as Promise<ConnectorRegistry[N]>
}
