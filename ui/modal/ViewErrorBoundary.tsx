import { Component, type ReactNode } from 'react'

interface Props {
  /** Renders in place of the view after it threw while rendering. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  onError?: (error: unknown) => void
  children: ReactNode
}

/** Keeps a view that throws while rendering from taking the modal, or the host page, down. */
export class ViewErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, () => this.setState({ error: undefined, failed: false }))
    return this.props.children
  }
}
