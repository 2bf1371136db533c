// Size budgets, checked by `npm test` on the bundle scripts/build-size-fixture.mjs makes of
// test/size/startup.tsx (a host with every feature on). Each lazy part is measured with the
// shared chunks it pulls in on top of start-up, so a budget is what loading it costs.
const { readFileSync } = require('node:fs')

const manifest = JSON.parse(readFileSync('.size/manifest.json', 'utf8'))
const startup = new Set(manifest.startup)

// The chunks `file` needs that are not loaded already (`loaded`).
function withImports(file, loaded, seen = new Set()) {
  if (seen.has(file) || loaded.has(file) || !manifest.chunks[file]) return seen
  seen.add(file)
  for (const imported of manifest.chunks[file].imports) withImports(imported, loaded, seen)
  return seen
}

// A view always renders inside the modal, so its cost is what it adds to the modal shell and
// to what the modal's prefetch loads with it: the plugin host's loading half and each
// feature's details (entries, views) and options schema (every feature is on here), with the
// answer schemas' valibot.
const withModal = ['modal.js', 'host-loading.js', ...Object.keys(manifest.chunks).filter((file) => file.startsWith('details-') || file.startsWith('options-'))]
const budget = (name, file, limit, after = []) => ({
  name,
  path: [...withImports(file, new Set([...startup, ...after.flatMap((chunk) => [...withImports(chunk, startup)])]))].map(
    (chunk) => `.size/${chunk}`,
  ),
  limit,
  gzip: true,
})
const view = (name, file, limit) => budget(name, file, limit, withModal)

// Plugin chunks held to their own budget instead of the default 8 KB. A view's figure
// includes its plugin's code, so the Send form counts the whole send controller.
// Headless (every feature's controller is a host's api): `errorOf` gives the view's code and
// text as a FeatureError (one shared chunk, 0.3 KB) and the feature's words load beside the
// controller (featureWords): +0.4 to +0.7 KB on send, swaps, onramp, siwx, socials and email and
// on their views. Names +1.3 KB: the name search and label rules moved from RegisterName into
// the controller, so a host's own form checks and searches as the view does; RegisterName's
// figure (+1.9 KB) now counts the names plugin chunk it shares them with.
// The send views carry code that left start-up (PluginError, formatAddress) and the CAIP-10
// parser that reads a token's contract (+0.25 KB each).
// Sends are never sent twice: the list of sent transactions, kept per account across reloads
// and restored on load, is in the plugin (+0.1 KB; the follower and the result view load on
// their own); the form also points at a pending send (+0.15 KB on Send).
// Issue 43 (figures set apart, names for addresses), on every view that reads the kit's
// useMessages: +0.55 KB for `t.rich` (each value of a sentence in a <bdi>, an amount with its
// symbol together), one chunk all of them share, and +0.1 KB where a figure stands alone
// (Figure); +2.9 KB where a counterpart or a spender is shown by name (the kit's AddressName:
// the name the person chose, a known contract's from GET /v1/contracts, a registered one, the
// address a press away with FullAddress and CopyButton, and its catalog), counted by the
// simulation and every view that carries it.
// Issue 46: the kit's parts a view renders (spinner, icon, list row, wallet image, the title and
// announcement hooks …) are one module of the library's build (scripts/moduleGroups.mjs), which
// the modal shell loads; a view's figure, measured on top of the shell, is 0.3 to 0.8 KB less, and
// the budgets below that it lowered are lowered by as much (the headroom each had is kept).
const pluginBudgets = {
  // +0.05 KB on sign-in's and the swap views: announcements through the live region's hook.
  // Each feature's English catalog is a chunk of its own, which its manifest also loads for its
  // entries' labels: +0.05 to +0.35 KB of chunk overhead on the views of send, receive, swaps,
  // socials and names.
  // Sign-in's code shares the CAIP parser, formatAddress and viem's hashing with send, and
  // send shares balance, CAIP and address helpers with pay, so those sit in chunks of their
  // own: up to +0.1 KB of chunk overhead each.
  // The amount checked as typed (its own rule beside checkSend's, +0.1 KB) and, on Send, the
  // debounce hook of the kit and the only token chosen (+0.35 KB).
  // The one amount formatter and address rule (+0.4 KB on the plugin; +3.5 KB for the checksum's
  // keccak on the views that show an address, shared with the EVM adapter).
  // ENS: the `.eth` test and the branch that loads the lookup on a typed .eth name (+0.07 KB);
  // viem's encoder and client, now shared with that lookup, sit in a chunk of their own (+0.1 KB
  // on each view). The lookup itself (viem's getEnsAddress, ~17 KB) loads only then.
  // +1.55 KB on each send view (SendStatus +1.3 KB over the 8 KB default): the send catalog's
  // English (views, form problems, results; one chunk for the four views) and the plural rules
  // its other locales read.
  // Buy: +0.5 KB over the 8 KB default for its quotes' amounts through the one formatter for
  // figures (formatTokenAmount) and the delivered order's result (what arrived, its transaction, Done).
  // +0.6 KB (issue 43): t.rich and Figure for what arrived and the quotes' amounts.
  'plugin-onramp-Buy.js': '9.3 KB',
  // +0.15 to +0.3 KB on each send view: every figure through the one formatter for figures
  // (formatTokenAmount, a chunk shared with swaps, Pay and Buy), a sponsored fee said as such,
  // and the result's words in the catalog.
  // +0.1 KB (issue 43): the name typed for the receiver kept for the approval and the result.
  // +0.75 KB on Send, +0.65 KB on SendSelectToken (issue 43): t.rich for the balance, the fee and
  // the name resolved, and its shared chunk.
  'plugin-send.js': '7.05 KB',
  // +0.1 KB on Send: "Buy ETH" under an amount over the balance, which opens the onramp's Buy.
  'plugin-send-Send.js': '17.35 KB',
  // +0.05 KB on the controller's views: the request a send would make, for its simulation.
  // +5.05 KB on the preview: what the send does, simulated (the simulation chunks, whose
  // address rule and formatters the view already had).
  'plugin-send-SendSelectToken.js': '11.5 KB',
  // +3.5 KB on the preview (issue 43): the simulation's names (AddressName) and t.rich.
  'plugin-send-SendPreview.js': '23.8 KB',
  // +0.01 KB: chunks reshuffled when the email views took FullAddress too.
  // +2.55 KB (issue 43): the result says "to alice.eth", the name typed, its address a press
  // away (AddressName), and the sentence's values set apart (t.rich).
  'plugin-send-SendStatus.js': '12.45 KB',
  // viem's EIP-4361 writer with EIP-55 checksums (keccak), which the EVM adapter holds too;
  // +0.25 KB for Sign In With Solana's fields and WalletConnect one-click auth.
  // +0.1 KB: the hashing chunk also holds what Send's ENS lookup shares with the adapter.
  // +0.15 KB plugin, +0.2 KB view: sign-in's English messages (its catalog, the loader of the others).
  // +0.05 KB: the session shown is always the active account's, and a sign-in view asked for
  // an account left meanwhile goes away.
  // +0.03 KB plugin, +0.5 KB view (issue 43): the required sign-in names the account as its
  // button does (the name and avatar, Avatar), starts its focus on Sign in and offers no Close;
  // +0.65 KB on the view: the address as a Figure, and t.rich's chunk with the kit's useMessages.
  'plugin-siwx.js': '11.7 KB',
  'plugin-siwx-SIWXSignMessage.js': '14.45 KB',
  // +0.2 KB each: viem's modules sign-in shares with the permissions feature's chain code sit in
  // more, smaller shared chunks.
  // The permissions list: the kit's PermissionDetails (the same words as the grant's approval)
  // and the feature's catalog beside its controller; its chain code loads apart, on first act.
  // +0.55 KB: the list's sentences through t.rich, whose chunk it loads (issue 43).
  'plugin-permissions-Permissions.js': '9.65 KB',
  'plugin-receive.js': '0.5 KB',
  // The names controller (lookups, registration) and its view with the label rules.
  // +0.2 KB (issue 43): the registration the wallet signs is text a person reads, written line by line.
  'plugin-names.js': '2.95 KB',
  // +0.2 KB: the registration ends on its result (the name is the account's, Done).
  // +0.02 KB: whether the account may choose a name (`canChooseName`), and a kept name checked once.
  // +0.15 KB (issue 43): the readable registration text, as the controller's; +0.5 KB: the
  // name in its sentences set apart by t.rich (the ad-hoc marks gone).
  'plugin-names-RegisterName.js': '6.45 KB',
  // With the QR encoder (uqr), shared with the WalletConnect views.
  // +3.5 KB: the address with its checksum, in two even halves.
  // +0.1 KB: CopyButton's texts come from the modal's catalog, in the person's language;
  // +0.25 KB: the receive catalog's English.
  // +0.6 KB (issue 43): FullAddress reads left to right in every language, and t.rich's chunk
  // with the kit's useMessages.
  'plugin-receive-Receive.js': '10.55 KB',
  // The swap controller (tokens, debounced quotes, approve and swap through the wallet) and the
  // convert API's answer schemas; each view's figure counts it. The quote summary (rate, price
  // impact, limit, fee) is a chunk shared by the form and the preview.
  // +0.2 KB: the one amount formatter (Intl) and the address rule it shares with send.
  // +1.75 KB on each swap view (+2.9 KB on the quote summary, which counts it alone): the swaps
  // catalog's English (57 messages) in a chunk the views share, with the plural rules its locales use.
  // +0.5 KB on the controller (and each view that counts it): approve and swap as one atomic
  // EIP-5792 batch when the wallet batches (its requests and status polling are a chunk loaded
  // with the first preview that needs an approval); +0.07 KB on each view: its five messages.
  // Each budget rises by what its room did not cover.
  // +0.05 KB on the controller (the result kept), +0.1 to +0.5 KB on each view: every figure
  // through the one formatter for figures (formatTokenAmount); +2 KB on the preview, which
  // ends on the swap's result (paid, received, its transaction, Done) with its words.
  // +0.2 KB on the controller and each view that counts it: whether the active network has
  // swaps, asked once per network (`swapsSupported`, Account's condition for Swap).
  // +0.15 KB on the controller (and the form, which counts it): the preview's steps built for
  // their simulation. +8.95 KB on the preview: what the swap does, simulated (the simulation
  // chunks with the address rule's EIP-55 keccak, which a page connected on EVM already has).
  // Issue 43: +0.6 KB on the controller (and each view that counts it): what a mined swap paid
  // and got read from its receipt's logs, "DUSD approved — now swap", and each step's simulation
  // of what the wallet is asked next; on the views, t.rich and Figure (+0.7 KB on the form) and
  // on the preview the simulation's names (+3.65 KB).
  'plugin-swaps.js': '7.55 KB',
  // +0.1 KB on the form: "Buy ETH" under an amount over the balance, which opens the onramp's Buy.
  'plugin-swaps-Swap.js': '15 KB',
  'plugin-swaps-SwapPreview.js': '26.4 KB',
  'plugin-swaps-SwapSelectToken.js': '5.4 KB',
  // Whether the wallet batches atomically, the approve-and-swap batch sent and its status
  // followed (EIP-5792), loaded with the first preview that may need an approval.
  'plugin-swaps-atomicBatch.js': '1.15 KB',
  // +0.1 KB: chunks reshuffled once the one formatter for figures and swapsSupported met.
  // +0.05 KB: the support watcher (bundled here) answers other namespaces without the API.
  // +0.1 KB: the review's simulated section and its gate (a shared chunk's share), measured
  // 9.66 kB once the swap support watcher and the simulation met.
  // +1.35 KB (issue 43): the controller's share above, and every figure a Figure, with t.rich's chunk.
  'plugin-swaps-QuoteSummary.js': '11.6 KB',
  // The smart-account switch says first that the other account has an address of its own
  // (whole, with its EIP-55 checksum: FullAddress and keccak, as Receive) and that the funds
  // stay, with a way to move them there (Send); the email views' default is 8 KB.
  // +0.1 KB: the email views' shared chunks reshuffled (Email & keys, the email shown);
  // +0.1 KB: the shortened address kept on one line.
  // +0.06 KB: the email views say where a browser keeps nothing for the wallet (9.21 KB measured).
  // +2.4 KB (issue 43): it names everything the account holds on the network (coin, tokens,
  // NFTs), read with loadTokenBalances and fetchNfts: the chunks Account's Tokens and NFTs tabs
  // load (all but 0.2 KB of it already loaded when the switch is reached from Account);
  // +0.65 KB: the network and the address in its sentence set apart (t.rich, Figure).
  // +0.35 KB (issue 42): the email catalog's English texts of a new device approved by an
  // authenticator-app code, and the memory-mode notice naming both ways back (12.71 KB measured).
  'plugin-email-AccountTypeSwitch.js': '12.75 KB',
  // Social logins and Farcaster: the controller (popup, redirect, the Farcaster wait, account
  // linking), and its views; ConnectingFarcaster carries the QR encoder (uqr), shared with the
  // WalletConnect views; SocialAccount lists the logins with link (a social login, an email and
  // its code) and unlink. Each view chunk carries the controller's shared part (~2.7 KB).
  // +0.15 to +0.3 KB each: the socials' English messages (its catalog, the loader of the others).
  // +4.05 KB over the 8 KB default: what the payment does, simulated before the wallet is asked
  // (the simulation chunks).
  // +3.95 KB (issue 43): the recipient by name (AddressName, also the simulation's), a wallet on
  // another network told so with the switch offered, and the amounts in sentences set apart.
  'plugin-pay-Pay.js': '15.45 KB',
  'plugin-socials.js': '3.85 KB',
  'plugin-socials-SocialLogin.js': '4.15 KB',
  // +0.1 KB on ConnectingFarcaster: CopyButton's texts come from the modal's catalog.
  'plugin-socials-ConnectingFarcaster.js': '9.15 KB',
  'plugin-socials-SocialAccount.js': '4.75 KB',
  // Passkeys: the manifest's loader and the limit it hands the frame; the passkey list (name,
  // device, last use, PRF sealing, remove, the second factor's switch); the framed passkey page
  // (an iframe on the frame's origin sized by useFrameHeight, for sign-in, add, check and
  // authenticator app). Each carries the passkeys' English messages.
  // +0.6 KB on Passkeys and PasskeyPage: the devices-and-sessions list's English messages
  // (3.56 and 2.72 KB measured); the Devices view itself keeps the 8 KB default (3.14 KB).
  'plugin-passkeys.js': '0.75 KB',
  // +0.4 KB, +0.45 KB (issue 43): t.rich's chunk, with the kit's useMessages, added to the
  // devices-and-sessions list's messages above (4.13 and 3.28 KB measured); +0.05 KB on
  // PasskeyPage: the header says what was done (a passkey added, an app set up), with Done.
  // +0.4 KB: the list's state (useSecurityList, SecurityListStatus) is one module the Passkeys
  // and Devices views share instead of two copies, so it sits in a chunk of its own (0.68 KB,
  // counted on both); Passkeys also shows what an action did (4.54 KB measured).
  'plugin-passkeys-Passkeys.js': '4.6 KB',
  // Measured together: issue 41's devices-and-sessions words, issue 43's t.rich and Done (3.54 KB).
  'plugin-passkeys-PasskeyPage.js': '3.55 KB',
  // Issue 43: approvals read as such, "Approved DUSD for Uniswap V2", and counterparts named by
  // the kit's useAddressNames (a contract's name from the API, not only registered names), with
  // t.rich and Figure: +1.1 KB over the 8 KB default. An NFT's name over two lines at most
  // 40 % of its row (8.73 KB measured).
  'plugin-activity-AccountActivity.js': '8.75 KB',
}

module.exports = [
  // 13.93 kB before the manifests became data, the config check lost valibot and start-up
  // reached lazy code through modules with no imports of their own (the Vite and Next.js
  // figures of the same host are held by scripts/size/checkHostBudgets.mjs).
  {
    name: 'start-up: createAirlock + <ConnectButton/>, every feature on (react, react-dom excluded)',
    path: '.size/startup.js',
    limit: '10.2 KB',
    gzip: true,
  },
  // With focus handed to the account button after connecting, the unavailable-view state and
  // the styles of empty states, fixed-height tab panels and the switch notice; +0.25 KB for
  // fetching the first open ahead (the view an open would show, the Connect view's data with
  // its code) and showing the view it opens on without a fade; +0.15 KB for the warm-up
  // (the Connect view's whole list awaited, a copy of the hidden modal laid out unseen).
  // +0.05 KB: the style of a full address set in two even halves.
  // +0.3 KB: the modal's own messages (English in the chunk; another locale's catalog loads
  // beside it), read through useMessages, with the Suspense boundaries that wait for them.
  // +1.45 KB: the English of every modal view, core alert and wallet error (ui/messages, one catalog loaded with the shell),
  // with the kit's reader that never suspends (Spinner, CopyButton).
  // +0.4 KB: the entries' labels in the person's language (useContributionText and their prefetch)
  // and wallet errors by code.
  // +0.4 KB: the one polite live region views speak through (useAnnouncement, a chunk shared
  // with the kit) and focus given to the Connect button that replaces the account button.
  // +0.1 KB: forced colours (Windows high contrast): edges on controls, the selected tab and
  // the spinner's arc in the system's highlight colour; the dialog holding focus while a view
  // it moved to loads.
  // +0.3 kB: the warm-up render (Activity, the unseen layout) left start-up for the shell, and
  // the shell waits for the features' details before Connect or Account lists their entries.
  // +0.4 KB: alerts tied to the view they show on; Account's sign-in row and email and the foot
  // that keeps Disconnect in view; the phone's bottom sheet; icons naming an image the API
  // serves (a sign-in provider's logo). The Activity tab's rules left for its own chunk.
  // +0.1 KB: a view still loading when the modal opens is titled 'Loading', and the modal's
  // catalog holds the words of the busy account button and of networks a connection cannot reach.
  // +0.15 KB: the contributions' label reader (useContributionText) is a chunk of its own now that
  // the embedded wallet's menu lists other features' entries (walletAction) with it too.
  // +0.1 KB: the modal is drawn ahead, hidden, and kept until the open reveals it (ModalLayer).
  // +0.2 KB: the stage that fetches the first open and draws it ahead (ModalStage) came here
  // from start-up, where only the small ModalHost is left.
  // +0.05 KB: the body does not scroll while it eases to a new height (no scrollbar flashes,
  // never a scrollable region with nothing in it to focus).
  // +0.1 KB: All Wallets keeps one height whatever it holds (the wallets, none found, a spinner
  // over an answer being replaced or at the foot while a page loads).
  // +0.3 KB: Connect drawn ahead live and unseen (standby: the view the next open shows, focus
  // and loading left to the open, one focus straight into the view; painted ahead, transparent
  // and inert), the first click's cost.
  // +0.05 KB: the open of the view drawn ahead ends the modal's loading in its own call (a host
  // reading the modal's state renders the open once), and the shell's header, alert area and
  // live region are memoised (the open renders none of them again).
  // +0.05 KB: a list row's label takes up to two lines in the row's height, not one cut short.
  // -0.15 KB (issue 46): the kit's parts the shell and its views render (spinner, icon, list
  // row, wallet image, the title and announcement hooks …) are one module in the library's
  // build (scripts/moduleGroups.mjs), so one chunk in a host's: less per-chunk overhead.
  // +0.3 KB: a view that replaces the spinner takes its height at once (an early click never
  // sees Connect grow out of a box one row high), and a failure to load says so with Try again
  // (RetryNotice, in the kit's parts: a view, the registry's wallets on Connect and All Wallets).
  // +0.1 KB: a view whose code could not load names the header for it (its title dropped once
  // the view loads) and says to check the connection, in the shell's English catalog too.
  // +0.1 KB: Try again leaves the focus its button held in the modal (the tab panel or the
  // dialog around the notice), where it fell to the page and the keyboard lost the modal.
  // +1.0 KB (issue 46): an early click on Connect shows the wallets the page announced while the
  // view's code arrives (ConnectFirstFrame), with their rows (OwnWalletRows, WalletButton) and
  // the list's rule (listedWallets), which Connect now imports from the shell's chunks; a press
  // on those rows holds them until it ends (ViewOutlet), so a view arriving mid-press keeps
  // the click.
  budget('modal shell', 'modal.js', '13.4 KB'),
  // The plugin host's loading half: loading, setting up, resolving views, and the check of
  // what createAirlock's small check leaves out (options against the features' schemas).
  // +0.1 KB: that check of the config's rarer keys (checkConfigDetails) is in this chunk now.
  // +0.05 KB: an options schema the details import, for a feature that is on (issue 30: no
  // details chunk imports valibot, so a Vite host's start-up lists no valibot chunk to preload).
  // Measured after the services' door, which start-up loads it through (and whose check of a
  // feature's options loader it shares).
  budget('plugin host: loading half', 'host-loading.js', '2.65 KB', ['service-doors.js']),
  // +0.25 KB: the recommended wallets asked once per instance, shared with the prefetch.
  // +0.1 KB: its words read from the modal's catalog (the hook and the message ids).
  // +0.1 KB: social rows with their logos; no "QR code" tag for WalletConnect on a phone.
  // +0.1 KB (Connect, ConnectingExternal): with the modal's stage in the shell chunk, this
  // fixture's rollup build keeps the Connect prefetch and the registry's wallet lists in two
  // shared chunks instead of one (the same code, one more chunk's overhead).
  // +0.45 KB (issue 43): two or more social logins as one row of logo tiles (their view and
  // style sheet), and the wallet rows capped when other ways in are beside them.
  // +0.25 KB (issue 46): the registry's pages are asked for at mount by the modal's door, so
  // their queries are a chunk of their own, and the registry's reading chain (prefetch, its
  // cache, the page's schema, the installed wallets' rule) is four small chunks where it was
  // two: the same code, more chunks' overhead.
  // -1.15 KB (issue 46): the kit's parts it renders now come with the shell (one module, one
  // chunk), and the registry's reading chain and Connect's data are two modules where they were
  // seven (scripts/moduleGroups.mjs).
  // +0.1 KB: the registry's failure is said where its wallets would be, with Try again.
  view('view: Connect', 'view-Connect.js', '3.8 KB'),
  // +0.1 KB: its one height whatever it holds, and the spinner's place (over an answer being
  // replaced, or at the foot while the next page loads).
  // +0.25 KB (issue 46): the registry's chunks, as for Connect.
  // +0.1 KB: a search that finds nothing offers the QR code, and names of two lines.
  view('view: AllWallets', 'view-AllWallets.js', '3.95 KB'),
  view('view: ConnectingExternal', 'view-ConnectingExternal.js', '2.15 KB'),
  // formatAddress came with the Account button at start-up (that button now loads on use), and
  // the copy hook is a chunk shared with the QR views' Copy link (one hook for both buttons).
  // With the network's logo (WalletImage and its fallback) and the empty state.
  // +3.5 KB for addresses shown with their EIP-55 checksum (@noble/hashes' keccak, the same
  // module the EVM adapter loads through viem, so a page connected on EVM already has it).
  // +0.1 KB: its words, the tabs' and CopyButton's read from the modal's catalog.
  // +0.15 KB: the email and sign-in row under the address, and Disconnect's foot.
  // +0.15 KB: entries a feature decides on (`when`: Swap where the network has swaps, "Choose a
  // name" for an account without one), the feature loaded to decide.
  // +0.01 KB: the passkeys' key icon among the built-in icons.
  // +0.06 KB (issue 43): the balance, the address and the email as Figures (left to right in every language).
  // +0.1 KB: the action tiles' rows balanced (actionColumns) with a shorter last row centered,
  // so no tile ("Choose a name") sits alone on a row (7.88 KB measured).
  view('view: Account', 'view-Account.js', '7.1 KB'),
  // Network logos with their letter-tile fallback, and the notice before a switch the wallet cannot follow.
  // +0.5 KB: wallet errors of SPEC §8 in the person's language (useWalletErrorMessage, shared with
  // ConnectingExternal) and its words read from the modal's catalog.
  // +0.15 KB: networks a connection cannot reach set apart, with why.
  // +0.35 KB on Networks, +0.05 KB on ConnectingExternal and the QR view: the wallet errors' words
  // moved from the modal's catalog (0.15 KB smaller) to one of their own that a host's own wallet
  // list (headless) reads too.
  // +0.1 KB on Networks, +0.05 KB on the QR views: the headless wallet list now loads through the
  // services' door, and this fixture's rollup build then keeps useWalletErrorMessage in a chunk
  // of its own instead of with the wallet errors' English words (the same code, one more chunk).
  view('view: Networks', 'view-Networks.js', '2.75 KB'),
  // The QR views: the pairing body and the QR encoder (uqr) load with either of them.
  // +0.1 KB each: useTimeLeft (the time left) is now a chunk of its own, shared with the email
  // views' resend countdown, instead of inside theirs.
  // +0.15 KB each: a pairing closes the modal through closeAfterConnect, the chunk every connect
  // flow shares (a feature that took the person back to Buy or Pay keeps the modal open).
  // +0.45 KB each: the pairing views' English messages (their catalog, the loader of the others).
  // +0.9 KB each: on a phone, the registry's wallets that open by their own link (with their
  // logos) in place of the QR code, and their words.
  // +0.55 KB each (issue 43): the kit's useMessages carries t.rich, one chunk every feature view shares.
  view('view: ConnectingWalletConnectBasic (QR code)', 'view-ConnectingWalletConnectBasic.js', '9.1 KB'),
  view('view: ConnectingWalletConnect (registry wallet)', 'view-ConnectingWalletConnect.js', '9.1 KB'),
  // +0.4 KB each for WalletConnect: the controller adopts and restores multi-namespace
  // sessions; the EVM adapter adopts a session's eip155 namespace (and shares sha3 with it).
  // Connect, reconnect, switch, balances, identity, connector sessions and live updates;
  // +0.75 KB for the CAIP-10 parser it now shares, connectors loaded by name, and explorer
  // links built with URL (an explorer URL's query stays at the end).
  // +0.1 KB: explorer links to an address and to a transaction share one builder.
  // +0.1 KB: the identity answers are checked with valibot, whose parts sit in shared chunks.
  // +0.3 KB: the header balance goes through the one amount formatter (Intl, grouped).
  // +0.05 KB (0.01 KB past the budget's room): request, a wallet's EIP-1193 methods no other
  // action covers (EIP-5792's capabilities, batches and their status, for Swaps' one step).
  // +0.4 KB: the session remembered with the active network and restored there, a connector's
  // first namespace alone made active, balances dropped on another network, names and avatars
  // kept per account and network across reloads, the networks a session can reach.
  // +0.02 KB: shared chunks reshuffled once the email came onto the accounts; +0.03 KB: after
  // the account's own transaction the next balance read asks the API to read the chain.
  // +1.7 kB: valibot left start-up; a restored session's controller loads it for the answers
  // it checks when the modal's prefetch has not brought it yet.
  // +0.05 KB: simulationRequest, what a send would send, for the previews' simulation.
  budget('connection controller', 'connection.js', '8.57 KB'),
  // +0.2 KB: viem's hashing is shared with sign-in's EIP-4361 writer, in a chunk of its own.
  // +1.75 KB: Send's ENS lookup (viem's getEnsAddress) uses viem's client, http transport, ABI
  // encoder and errors as the adapter does, so those leave the adapter's chunk for one both
  // load: the same code, compressed in two streams instead of one.
  // +0.02 KB (issue 43): a receipt answers its logs, from which Swap reads what it paid and got.
  // +2.55 KB: the permissions feature's chain code (viem's ABI coders, clients and account
  // abstraction, loaded on a grant's first act) shares viem's modules with the adapter, so
  // rollup splits them into more shared chunks: the same code, compressed in more streams.
  budget('adapter: evm (viem)', 'adapter-evm.js', '28.2 KB'),
  budget('adapter: evm wallet discovery', 'adapter-evm-discover.js', '1 KB'),
  // Send's ENS lookup (viem's getEnsAddress, readContract and call with their errors, ENS's
  // name encoding), on a typed .eth name only, after the send plugin and the EVM adapter.
  // +3.9 KB: likewise, viem's client and errors split three ways with the permissions feature.
  budget('ENS lookup (Send, viem getEnsAddress)', 'ens-lookup.js', '21.4 KB', ['plugin-send.js', 'adapter-evm.js']),
  // The WalletConnect protocol client (sign-client, its crypto and relay socket), on use only.
  budget('adapter: walletconnect (universal-provider)', 'adapter-walletconnect.js', '150 KB'),
  budget('adapter: solana (@solana/web3.js)', 'adapter-solana.js', '100 KB'),
  // The embedded wallet's connector: the frame, its protocol and the approval queue. The
  // protocol's schemas are zod/mini, shared with the frame; zod loads with this chunk only
  // (start-up validates the config with valibot), about 4.7 KB of it.
  // +0.5 KB: the social and Farcaster requests, account linking, the SOCIAL_RESULT event and
  // the reload of SPEC §2's back rule and the last social login kept (SPEC §9); +0.05 KB: the session listeners it shares with
  // WalletConnect, a chunk of their own.
  // +0.4 KB: smart accounts (SPEC §7 set preferred account, the session taking the smart
  // account's address, its type and deployment on the account, the summary's smartAccount
  // and an EOA's EIP-7702 batch).
  // +0.75 KB: the embedded wallet's English messages (alerts and approval view share one catalog chunk).
  // +0.9 KB: with both, the smart-account requests and their words in the wallet's catalog.
  // +0.15 KB: the preferred account type per namespace (SPEC §3/§9): the map read back from the
  // login cache through its schema, put on the accounts being restored and on each connected one.
  // +0.15 KB: CHECK_SPONSORSHIP (whether a sponsor pays a send's gas, asked by its preview) and
  // the user's email on the accounts.
  // +0.2 KB: the person's own press approves (the frame's APPROVAL_CONFIRMED event in the
  // protocol's schema, the approve page's URL), and the export page opened with a session ticket.
  // +0.3 KB: the session bound to the networks the API serves (isNetworkSupported, a chunk
  // shared with the connection controller), the smart account read without switching, and
  // whether the network has smart accounts on the account.
  // +0.04 KB: the email and the smart-account availability put on the accounts together.
  // +1.7 KB: since valibot left start-up, the session's bound to the networks the API serves
  // (isNetworkSupported) counts valibot's functions that check that answer; the connection
  // controller, loaded before any connector, already brings that chunk.
  // +1.3 KB: passkeys: the checks a request waits on (a step-up for one action, an unlock of a
  // passkey-sealed share) and the PasskeyCheck view's loader, the security requests and the
  // SECURITY_UPDATE event's schemas, step-up facts on errors, and their words in the catalog;
  // which step-ups the frame holds (key export asks first, then opens its window).
  // +0.8 KB: an approval's simulation, asked of the frame (SIMULATE_APPROVAL), its answer's
  // schema (zod, as every frame answer is checked) and the 1.5 s wait.
  // +0.3 KB: approvals by a host's own button (`embedded.approvals: 'host'`, CONFIRM_APPROVAL
  // first) and the pending requests' summaries for useApprovals; <WalletApproval>'s code loads
  // on its first use. ApproveTransaction +0.05 KB: the button's look in a chunk both share.
  // +0.1 KB: passkey checks said on the bus and the passkey page's URL and title for a host's
  // own dialog (usePasskeyCheck, <WalletPasskeyCheck>), where headless mode has no modal.
  // +0.5 KB: the protocol's schemas of a grant's and a revocation's approval summary and of the
  // wallet's list of grants (GET_PERMISSIONS).
  // +0.2 KB: where the frame has only its partitioned cookies, the sealed copy of its storage
  // kept in the page and handed back before READY resolves (OPEN_VAULT, VAULT_SEALED; 20.8 KB measured).
  // +0.1 KB: the signed-in devices (GET_SESSIONS, SIGN_OUT_SESSION, SIGN_OUT_OTHER_SESSIONS and
  // their result's schema; 20.9 KB measured).
  // +0.45 KB: the permissions' schemas (grant and revocation summaries, GET_PERMISSIONS; 21.34 KB measured with the devices' requests).
  budget('adapter: embedded (connector)', 'adapter-embedded.js', '21.4 KB'),
  // +3.5 KB for addresses shown with their EIP-55 checksum (@noble/hashes' keccak, the same
  // module the EVM adapter loads through viem, so a page connected on EVM already has it).
  // +0.3 KB: a smart account's batch as one user operation and who pays its gas; an EOA's
  // EIP-7702 batch and the delegation it makes.
  // +0.7 KB: the approval view's English messages (the catalog chunk it shares with the connector).
  // +0.8 KB: with both, the batch and sponsorship rows and their words in the wallet's catalog.
  // +0.3 KB: receivers and contracts as whole addresses in even halves (the kit's FullAddress,
  // with its EIP-55 checksum), the rule every other view follows; and an app's paymaster by name.
  // +0.05 KB: Approve and Reject stay in view at the foot of a long batch.
  // +0.45 KB: Approve is the wallet's own button (its approve page in a small frame, handed the
  // modal's accent colours and radius), so only the person's press approves.
  // +0.05 KB: a smart-account switch's approval says which account keeps what.
  // +0.1 KB: the passkey check's words in the catalog chunk it shares with the connector.
  // +4.65 KB: what the request would do, simulated (the simulation chunk, shared with the
  // previews, with the one formatter for figures), and the simulation gate following the
  // wallet's own press (its continuation button).
  // +3.4 KB (issue 43): every address by the name the person knows it by, the address a press
  // away (AddressName, shared with the simulation), words for several calls made together, and
  // the amounts as Figures.
  // +0.4 KB: a grant's and a revocation's titles and words in the embedded wallet's English
  // catalog, and the loader of their summary (its own chunk, below).
  view('view: ApproveTransaction', 'view-ApproveTransaction.js', '17.2 KB'),
  // A grant's or revocation's words in the approval (the kit's PermissionDetails and its English),
  // loaded with the first such approval only.
  budget('view: a permission approval\'s words', 'view-PermissionsSummary.js', '3 KB', ['view-ApproveTransaction.js', ...withModal]),
  // What a transaction would do: the kit's section (sent, received, allowances, the failure and
  // the warnings), Approve's wait and second confirmation, and their English; loaded with the
  // approval and the Send, Swap and Pay previews only, never at start-up.
  // +3.6 KB (issue 43): spenders, operators and receivers by name (AddressName: the name chosen,
  // a known contract's, a registered one; FullAddress and CopyButton a press away; its catalog),
  // t.rich for the sentences and Figure for the amounts; a partial simulation said in words.
  budget('simulation: the section of the approval and the previews', 'simulation.js', '11.65 KB', ['modal.js']),
  // The previews' own part: the hook and the API call with its answer's schema.
  // +1.65 KB: valibot is no longer in start-up, so the answer's check loads the parts it uses.
  budget('simulation: the previews\' request to the API', 'simulation-preview.js', '2.7 KB', ['modal.js', 'simulation.js']),
  // The passkey check a guarded request waits on: the frame's passkey page for one action (or
  // the unlock of a sealed share) in an iframe, then the request again.
  // +0.05 KB: the embedded wallet's catalog chunk it shares holds the approval's "Continue" and
  // the note to read the simulation's warnings first.
  // +0.5 KB (issue 43): t.rich's chunk, with the kit's useMessages.
  // +0.3 KB: that catalog chunk also holds the words of a permission's approval.
  view('view: PasskeyCheck', 'view-PasskeyCheck.js', '3.7 KB'),
  budget('adapter: solana wallet discovery (@wallet-standard/app)', 'adapter-solana-discover.js', '1.5 KB'),
  // The optional entries, on top of Airlock and of the library each is for: a host that
  // imports neither pays nothing (start-up above is measured without them).
  // +0.1 KB on wagmi's: the page's EIP-6963 wallets claimed for the connector, and a provider
  // that waits for Airlock's restore.
  { name: 'entry: airlock/wagmi (its own code)', path: '.size/entry-wagmi.js', limit: '1.6 KB', gzip: true },
  { name: 'entry: airlock/viem (its own code)', path: '.size/entry-viem.js', limit: '0.75 KB', gzip: true },
  { name: 'entry: airlock/solana (its own code)', path: '.size/entry-solana.js', limit: '1.5 KB', gzip: true },
  // A feature's details: its entries and views, loaded with the modal, and the loader of its
  // options schema, which its details import for a feature that is on (here every one).
  ...Object.keys(manifest.chunks)
    .filter((file) => file.startsWith('details-'))
    .map((file) => budget(file.replace(/^details-(.*)\.js$/, 'details: $1'), file, '1 KB', ['modal.js', 'host-loading.js'])),
  // An options schema counts the valibot functions it uses (~1.6 kB, shared: the first schema
  // to load brings them for all, and the answer schemas use them too).
  ...Object.keys(manifest.chunks)
    .filter((file) => file.startsWith('options-'))
    .map((file) => budget(file.replace(/^options-(.*)\.js$/, 'options: $1'), file, '2.1 KB', ['modal.js', 'host-loading.js', ...Object.keys(manifest.chunks).filter((chunk) => chunk.startsWith('details-'))])),
  ...Object.keys(manifest.chunks)
    .filter((file) => file.startsWith('plugin-'))
    .map((file) => view(file.replace(/^plugin-(.*)\.js$/, 'plugin: $1'), file, pluginBudgets[file] ?? '8 KB')),
  // A locale's messages of one folder, loaded with the views that read them (English is inside
  // each view's own budget); whatever the locale, start-up carries only the buttons' few words.
  ...Object.keys(manifest.chunks)
    .filter((file) => file.startsWith('messages-'))
    .map((file) => ({ name: file.replace(/^messages-(.*)\.js$/, 'messages: $1'), path: `.size/${file}`, limit: '3 KB', gzip: true })),
]
