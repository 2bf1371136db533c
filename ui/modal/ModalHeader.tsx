import { Icon } from '../kit/Icon.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import catalogs from '../messages?catalogs'

/** Props of `ModalHeader`. */
export interface ModalHeaderProps {
  titleId: string
  title: string
  /** Shown as a Back button when given. */
  onBack?: (() => void) | undefined
  /** Shown as a Close button when given. */
  onClose?: (() => void) | undefined
}

/** The modal's header: Back, the view's title, Close. */
export function ModalHeader({ titleId, title, onBack, onClose }: ModalHeaderProps) {
  const t = useTextMessages(catalogs)
  return (
    <div className="airlock-header">
      {onBack ? (
        <button type="button" className="airlock-icon-button" aria-label={t('modal.back')} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} key={title} className="airlock-title">
        {title}
      </h2>
      {onClose ? (
        <button type="button" className="airlock-icon-button" aria-label={t('modal.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
