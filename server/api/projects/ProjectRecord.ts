/** A project as the store holds it: who may call the API and which features it turns on. */
export interface ProjectRecord {
  id: string
  /** The app's name, as emails show it; null when the operator gave none. */
  name: string | null
  allowedOrigins: string[]
  /** Feature ids switched off for this project; absent means every feature is on. */
  features: FeatureSetting[] | null
  analyticsEnabled: boolean
  /** Origins of the ERC-7677 paymaster services its apps may name (see `paymasterServiceOrigin`). */
  paymasterServices: string[]
  /** SPEC §9's development hosts may embed its wallet frame too (opted in; never by default). */
  developmentAncestors: boolean
  /** Its apps may approve the embedded wallet's requests with their own buttons (opted in; never by default). */
  hostApprovals: boolean
}

/** One feature toggle, as `GET /appkit/v1/config` answers it. */
export interface FeatureSetting {
  id: string
  isEnabled: boolean
  config: unknown
}
