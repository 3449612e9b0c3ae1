import { Link } from 'react-router';
import type { Banner } from '@portal/shared/schemas/system';
import { bannerImageSrc, bannerTarget } from '../banner-link';
import styles from './banner-carousel.module.css';

/** The Element Timing name of the first slide's image. */
const FIRST_BANNER_TIMING = 'first-banner';

interface BannerSlideProps {
  banner: Banner;
  cdnHost: string;
  /** The first slide loads at once; the others wait until needed. */
  eager: boolean;
}

export function BannerSlide({ banner, cdnHost, eager }: BannerSlideProps) {
  const image = (
    <img
      className={styles.image}
      src={bannerImageSrc(banner.url, cdnHost)}
      alt={banner.title}
      // The slot's shape (16:5): the box is known before the image arrives.
      width={1600}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      // The first slide's paint is reported to the page's Element Timing (what the first-render
      // bench reads as the first banner drawn).
      {...(eager ? { elementtiming: FIRST_BANNER_TIMING } : {})}
    />
  );
  const target = bannerTarget(banner);
  if (!target) return image;
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className={styles.link} to={target.to}>
      {image}
    </Link>
  );
}
