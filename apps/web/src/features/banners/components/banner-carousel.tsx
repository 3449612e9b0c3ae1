import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS } from '@portal/shared/constants/limits';
import type { BannerGroup } from '@portal/shared/constants/site';
import { pickCdn, useWhitelabel } from '../../../api/get-whitelabel';
import { Skeleton } from '../../../components/ui/skeleton';
import { ChevronIcon } from '../../../components/ui/icons';
import { useBanners } from '../api/get-banners';
import { bannerGroupForPath } from '../banner-groups';
import { useCarousel } from '../hooks/use-carousel';
import { usePageVisible } from '../hooks/use-page-visible';
import { useSwipe } from '../hooks/use-swipe';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

const ASPECT_RATIO = '16 / 5';

function CarouselSkeleton() {
  return (
    <div className={styles.carousel}>
      <Skeleton aspectRatio={ASPECT_RATIO} width="100%" radius={0} />
    </div>
  );
}

/** The banners of the current page's group (spec section 2); nothing on pages without one. */
export function BannerCarousel() {
  const { pathname } = useLocation();
  const group = bannerGroupForPath(pathname);
  if (!group) return null;
  return (
    <Suspense fallback={<CarouselSkeleton />}>
      <GroupCarousel key={group} group={group} />
    </Suspense>
  );
}

function GroupCarousel({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('banners');
  const banners = useBanners(i18n.language);
  const whitelabel = useWhitelabel();
  const cdnHost = useMemo(() => pickCdn(whitelabel.data?.imageCDNs ?? []), [whitelabel.data]);
  const slides = useMemo(
    () => (banners.data ?? []).filter((banner) => banner.groupName === group),
    [banners.data, group],
  );

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = usePageVisible();
  const carousel = useCarousel(slides.length, {
    intervalMs: BANNER_AUTOPLAY_MS,
    paused: hovered || focused || !visible,
  });
  const swipe = useSwipe(carousel.next, carousel.previous);

  if (banners.isPending || whitelabel.isPending) return <CarouselSkeleton />;
  // Banners are decoration: a failed load leaves the page without them rather than an error box.
  if (slides.length === 0) return null;

  const total = slides.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        style={{ aspectRatio: ASPECT_RATIO }}
        aria-live={carousel.autoplay ? 'off' : 'polite'}
        {...swipe}
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(${-100 * carousel.index}%)` }}
        >
          {slides.map((banner, i) => (
            <div
              key={banner.bannerId}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slideRoleDescription')}
              aria-label={t('slideOf', { index: i + 1, total })}
              inert={i !== carousel.index}
            >
              <BannerSlide banner={banner} cdnHost={cdnHost} eager={i === 0} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={carousel.previous}
            aria-label={t('previous')}
          >
            <ChevronIcon direction="left" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={carousel.next}
            aria-label={t('next')}
          >
            <ChevronIcon direction="right" size={22} />
          </button>
          <div className={styles.dots} role="group" aria-label={t('chooseSlide')}>
            {slides.map((banner, i) => (
              <button
                key={banner.bannerId}
                type="button"
                className={styles.dot}
                aria-label={t('goToSlide', { index: i + 1, title: banner.title })}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
