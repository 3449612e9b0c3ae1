import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place scrolls into view, `placeholder` until then: sections
 * below the fold (and the code they pull in) stay out of the page's first load. Without
 * IntersectionObserver (old browsers) it renders at once.
 */
export function WhenVisible({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={anchor}>{placeholder}</div>;
}
