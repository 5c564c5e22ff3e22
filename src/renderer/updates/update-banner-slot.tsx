import { memo, Suspense } from 'react'
import { lazyPart } from '../ui/lazy-part'

const LazyUpdateBanner = lazyPart(() => import('./update-banner'), 'UpdateBanner')

/** The update banner, not on the first screen: it shows only once an update is known. */
export const UpdateBanner = memo(function UpdateBanner() {
  return (
    <Suspense fallback={null}>
      <LazyUpdateBanner />
    </Suspense>
  )
})
