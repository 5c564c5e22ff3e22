import { useState } from 'react'
import { isHttpUrl } from '../../shared/catalog/urls'
import { ImageIcon } from '../ui/icons'

/**
 * An item image in a fixed box: loaded lazily, straight from its URL (images are the only
 * thing the renderer loads from the network), replaced by a placeholder when the URL is not
 * http(s) or the image fails. The box never changes size, so rows never shift.
 */
export function Thumbnail({
  src,
  size = 'small',
}: {
  readonly src: string
  readonly size?: 'small' | 'large'
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = isHttpUrl(src) && failedSrc !== src
  return (
    <span className={`thumb thumb--${size}`}>
      {usable ? (
        <img
          className="thumb__img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <ImageIcon className="thumb__placeholder" />
      )}
    </span>
  )
}
