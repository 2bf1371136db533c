// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { createAirlock } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon.js'

const inside = (apiUrl: string | undefined, name: string) =>
  render(
    <AirlockProvider airlock={createAirlock({ projectId: 'p', ...(apiUrl && { apiUrl }) })}>
      <Icon name={name} size={20} />
    </AirlockProvider>,
  ).container

describe('Icon', () => {
  it('default: a built-in name is drawn; a URL is an image as given', () => {
    expect(inside(undefined, 'mail').querySelector('svg[aria-hidden=true]')).not.toBeNull()
    expect(inside(undefined, 'https://img.test/a.svg').querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.svg')
  })

  it('behavior: another name is an image the API serves (a sign-in provider\'s logo); without an API, nothing', () => {
    const src = inside('http://api.test', 'github').querySelector('img')?.getAttribute('src')
    expect(new URL(src!).pathname).toBe('/public/getAssetImage/github')
    expect(inside(undefined, 'github').querySelector('img')).toBeNull()
    expect(render(<Icon name="github" />).container.querySelector('img')).toBeNull()
  })
})
