import type { Migration } from './Migration.js'
import { migration001Init } from './001_init.js'
import { migration002IndexedBlocks } from './002_indexed_blocks.js'
import { migration003Sponsorship } from './003_sponsorship.js'
import { migration004SocialFarcaster } from './004_social_farcaster.js'
import { migration005SessionNonces } from './005_session_nonces.js'
import { migration006EmbeddedWallet } from './006_embedded_wallet.js'
import { migration007SiwxSessions } from './007_siwx_sessions.js'
import { migration008EmbeddedIdentities } from './008_embedded_identities.js'
import { migration009PaymasterServices } from './009_paymaster_services.js'
import { migration010PreferredAccountTypes } from './010_preferred_account_types.js'
import { migration011ProjectNames } from './011_project_names.js'
import { migration012ExportGuard } from './012_export_guard.js'
import { migration013SocialLoginBrowser } from './013_social_login_browser.js'
import { migration014SponsorshipCaps } from './014_sponsorship_caps.js'
import { migration015DevelopmentAncestors } from './015_development_ancestors.js'
import { migration021SharedState } from './021_shared_state.js'
import { migration041Passkeys } from './041_passkeys.js'
import { migration043ChainApprovals } from './043_chain_approvals.js'
import { migration051HostApprovals } from './051_host_approvals.js'
import { migration061SponsorshipSettlement } from './061_sponsorship_settlement.js'
import { migration062SessionOpeners } from './062_session_openers.js'
import { migration421DeviceTotpTries } from './421_device_totp_tries.js'
import { migration451PermissionGrants } from './451_permission_grants.js'

/** Every migration; they apply in version order (see `migrate`), whatever order this list has. */
export const migrations: readonly Migration[] = [
  migration001Init,
  migration002IndexedBlocks,
  migration003Sponsorship,
  migration004SocialFarcaster,
  migration005SessionNonces,
  migration006EmbeddedWallet,
  migration007SiwxSessions,
  migration008EmbeddedIdentities,
  migration009PaymasterServices,
  migration010PreferredAccountTypes,
  migration011ProjectNames,
  migration012ExportGuard,
  migration013SocialLoginBrowser,
  migration014SponsorshipCaps,
  migration015DevelopmentAncestors,
  migration021SharedState,
  migration041Passkeys,
  migration043ChainApprovals,
  migration051HostApprovals,
  migration061SponsorshipSettlement,
  migration062SessionOpeners,
  migration421DeviceTotpTries,
  migration451PermissionGrants,
]
