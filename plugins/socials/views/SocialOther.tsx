import { ListButton, useAirlockInstance, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { entry, SOCIAL_BUTTONS_MAX, socialName } from '../details.js'
import catalogs from '../messages?catalogs'

/** The host's providers past the first ones Connect shows, in the host's order. */
export default function SocialOther() {
  const t = useMessages(catalogs)
  useViewTitle(t('socials.other.title'))
  const airlock = useAirlockInstance()
  const socials = usePluginApi('socials')
  const rest = socials.options().slice(SOCIAL_BUTTONS_MAX - 1)
  return (
    <div className="airlock-stack">
      {rest.map((option) => {
        const item = entry(option)
        return (
          <ListButton
            key={item.id}
            icon={item.icon}
            label={t('socials.continueWith', { name: socialName(option) })}
            {...('tag' in item && { tag: t('socials.farcaster.tag') })}
            onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(item.view, 'data' in item ? item.data : undefined)}
          />
        )
      })}
    </div>
  )
}
