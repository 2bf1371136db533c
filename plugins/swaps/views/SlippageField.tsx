import { useEffect, useId, useState } from 'react'
import { useAirlockInstance, useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/** Props of `SlippageField`. */
export interface SlippageFieldProps {
  slippage: number
  onChange(percent: number): void
}

const presets = [0.1, 0.5, 1]

/** The slippage tolerance, in percent: a few presets and a field for any other value (0–50). */
export function SlippageField({ slippage, onChange }: SlippageFieldProps) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  const id = useId()
  const [text, setText] = useState(String(slippage))
  // A preset or a reset changes it from outside the field.
  useEffect(() => {
    setText((current) => (Number(current) === slippage ? current : String(slippage)))
  }, [slippage])
  const typed = Number(text)
  const invalid = text.trim() === '' || !Number.isFinite(typed) || typed < 0 || typed > 50
  return (
    <div className="airlock-swap-slippage" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{t('swap.slippage')}</span>
      {presets.map((preset) => (
        <button key={preset} type="button" aria-pressed={slippage === preset} onClick={() => onChange(preset)}>
          {t('swap.percent', { percent: new Intl.NumberFormat(locale).format(preset) })}
        </button>
      ))}
      <input
        className="airlock-input"
        dir="ltr"
        aria-label={t('swap.slippage.field')}
        inputMode="decimal"
        value={text}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value)
          const value = Number(event.target.value.replace(',', '.'))
          if (event.target.value.trim() !== '' && Number.isFinite(value)) onChange(value)
        }}
      />
    </div>
  )
}
