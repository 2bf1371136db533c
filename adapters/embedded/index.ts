// The lazy entry of the embedded connector: the kernel imports this chunk on first use.
export { createEmbeddedConnector as default } from './createEmbeddedConnector.js'
