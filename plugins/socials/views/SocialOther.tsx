import { ListButton, useAirlockInstance, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { entry, SOCIAL_BUTTONS_MAX } from '../manifest.js'
import { socialTexts as t } from '../socialTexts.js'

/** The host's providers past the first ones Connect shows, in the host's order. */
export default function SocialOther() {
  useViewTitle(t.otherTitle)
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
            label={item.label}
            {...('tag' in item && { tag: item.tag })}
            onClick={() => (airlock.router.push as (view: string, data?: unknown) => void)(item.view, 'data' in item ? item.data : undefined)}
          />
        )
      })}
    </div>
  )
}
