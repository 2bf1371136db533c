// The demo wallet page of the local stack: @walletconnect/sign-client in the wallet role.
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { WalletDemoConfig } from '../WalletDemoConfig.js'
import { approvedNamespaces } from './approvedNamespaces.js'
import { createDevSigner } from './createDevSigner.js'
import { createWalletPage, type ShownProposal } from './createWalletPage.js'
import { describeRequest } from './describeRequest.js'

const config = JSON.parse(document.getElementById('wallet-config')!.textContent!) as WalletDemoConfig
const signer = createDevSigner(config)
const page = createWalletPage(document.getElementById('wallet')!, (uri) => client.pair({ uri }).then(() => page.announce('Paired; waiting for the app’s request')))
const showAccount = () => page.showAccount(signer.address, `${signer.chainName(signer.chainId)} (eip155:${signer.chainId})`)
showAccount()

const client = await SignClient.init({
  relayUrl: config.relayUrl,
  projectId: config.projectId,
  telemetryEnabled: false,
  customStoragePrefix: 'airlock-demo-wallet',
  logger: 'silent',
  metadata: { name: 'Airlock demo wallet', description: 'The local stack’s WalletConnect wallet', url: location.origin, icons: [] },
})
// The local relay has no Verify service behind it: nothing to wait for, nothing to ask
// elsewhere. No verdict leaves each app's origin UNKNOWN, which is the truth here.
client.core.verify.register = async () => ''
client.core.verify.resolve = async () => undefined as never

const holdings = { eip155: { address: signer.address, chains: config.chains.map((chain) => `eip155:${chain.id}`), methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'] } }
type Session = ReturnType<typeof client.session.getAll>[number]
const shown = (session: Session): ShownProposal => ({
  name: session.peer.metadata.name,
  url: session.peer.metadata.url,
  chains: Object.values(session.namespaces).flatMap((namespace) => namespace.chains ?? []),
})
const showSession = (session: Session | undefined) =>
  page.showSession(session && shown(session), async () => {
    await client.disconnect({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') })
    showSession(undefined)
    page.clearRequests()
    page.announce('Disconnected')
  })
showSession(client.session.getAll()[0])

client.on('session_proposal', ({ id, params }) => {
  const proposer = params.proposer.metadata
  const chains = Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces }).flatMap((namespace) => namespace.chains ?? [])
  page.showProposal(
    { name: proposer.name, url: proposer.url, chains },
    async () => {
      const namespaces = approvedNamespaces(params, holdings)
      if (!Object.keys(namespaces).length) {
        await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        page.hideProposal()
        return page.announce('Declined: the app asked for no chain this wallet serves')
      }
      const { acknowledged } = await client.approve({ id, namespaces })
      page.hideProposal()
      const session = await acknowledged()
      showSession(session)
      page.announce(`Connected to ${proposer.name}`)
    },
    async () => {
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      page.hideProposal()
      page.announce('Connection request rejected')
    },
  )
})

// One-click auth (an app with sign-in on): approving is signing the app's sign-in message, one
// per chain both sides hold, which opens the session in the same step.
client.on('session_authenticate', ({ id, params }) => {
  const requester = params.requester.metadata
  const payload = populateAuthPayload({ authPayload: params.authPayload, chains: holdings.eip155.chains, methods: holdings.eip155.methods })
  page.showProposal(
    { name: requester.name, url: requester.url, chains: payload.chains },
    async () => {
      if (!payload.chains.length) {
        await client.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        page.hideProposal()
        return page.announce('Declined: the app asked for no chain this wallet serves')
      }
      const auths = []
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${signer.address}`
        const message = client.formatAuthMessage({ request: payload, iss })
        const signature = (await signer.answer('personal_sign', [message], chain)) as string
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
      const { session } = await client.approveSessionAuthenticate({ id, auths })
      page.hideProposal()
      showSession(session)
      page.announce(`Signed in to ${requester.name}`)
    },
    async () => {
      await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      page.hideProposal()
      page.announce('Sign-in request rejected')
    },
  )
})

client.on('session_request', ({ id, topic, params: { request, chainId } }) => {
  const chain = signer.chainName(Number(chainId.split(':')[1]))
  page.addRequest(
    { id, method: request.method, chain, description: describeRequest(request.method, request.params, signer.chainName) },
    async () => {
      try {
        const result = await signer.answer(request.method, request.params, chainId)
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      } catch (error) {
        const { code = 5000, message = 'The request failed' } = error as { code?: number; message?: string }
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
        throw error
      }
      if (request.method === 'wallet_switchEthereumChain') {
        showAccount()
        // A wallet tells the app when its chain changes.
        await client.emit({ topic, event: { name: 'chainChanged', data: signer.chainId }, chainId: `eip155:${signer.chainId}` }).catch(() => {})
      }
      page.announce(`${request.method} approved`)
    },
    async () => {
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } })
      page.announce(`${request.method} rejected`)
    },
  )
})

client.on('session_delete', () => {
  showSession(undefined)
  page.clearRequests()
  page.announce('The app disconnected')
})
client.on('session_expire', () => showSession(undefined))
