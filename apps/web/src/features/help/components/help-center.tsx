import { Suspense, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { RichContent } from '../../../components/ui/rich-content';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHelpCenter } from '../../../api/get-help-center';
import { helpIdsFromLocation, resolveHelpSelection, type HelpNavigation } from '../help-selection';
import { HelpTopicNav } from './help-topic-nav';
import { HelpTopicSelect } from './help-topic-select';
import styles from './help-center.module.css';

/** What the help modal shows, and where its choices go (the pages read the address instead). */
export interface HelpModalChoice {
  topicId: number | null;
  itemId: number | null;
  onSelect: (topicId: number, itemId?: number) => void;
}

export interface HelpCenterProps {
  /** Shows the "Help centre" page heading (the /help page has it; an embedding may not). */
  withTitle?: boolean;
  /** In the help modal: the topic and item shown, chosen without leaving the page. */
  choice?: HelpModalChoice;
}

/** The help body for /help, every path below it, /helpmc and the help-centre modal. */
export function HelpCenter({ withTitle = false, choice }: HelpCenterProps) {
  return (
    <Suspense fallback={<HelpSkeleton />}>
      <Help withTitle={withTitle} choice={choice} />
    </Suspense>
  );
}

function Help({ withTitle, choice }: { withTitle: boolean; choice: HelpModalChoice | undefined }) {
  const { t, i18n } = useTranslation('help');
  const { pathname, search } = useLocation();
  const navigation: HelpNavigation = choice
    ? { kind: 'modal', onSelect: choice.onSelect }
    : { kind: 'page', pathname };
  const help = useHelpCenter(i18n.language);
  const articleTitleId = useId();

  let body;
  if (help.isPending) {
    body = <HelpSkeleton />;
  } else if (help.isError) {
    body = (
      <ErrorState
        title={t('loadError')}
        error={help.error}
        onRetry={() => void help.refetch()}
        retrying={help.isFetching}
      />
    );
  } else {
    const { topicId, itemId } = choice ?? helpIdsFromLocation(pathname, search);
    const selection = resolveHelpSelection(help.data, topicId, itemId);
    body = selection ? (
      <div className={styles.layout}>
        <HelpTopicNav topics={help.data} selection={selection} navigation={navigation} />
        <HelpTopicSelect topics={help.data} selection={selection} navigation={navigation} />
        <article className={styles.article} aria-labelledby={articleTitleId}>
          <p className={styles.breadcrumb}>{selection.topic.title}</p>
          {selection.item ? (
            <>
              <h2 id={articleTitleId} className={styles.articleTitle}>
                {selection.item.title}
              </h2>
              <RichContent html={selection.item.content} />
            </>
          ) : (
            <>
              <h2 id={articleTitleId} className={styles.articleTitle}>
                {selection.topic.title}
              </h2>
              <EmptyState title={t('emptyTopic')} compact />
            </>
          )}
        </article>
      </div>
    ) : (
      <EmptyState title={t('empty')} />
    );
  }

  return (
    <section className={styles.help} aria-label={withTitle ? undefined : t('title')}>
      {withTitle && <h1 className={styles.title}>{t('title')}</h1>}
      {body}
    </section>
  );
}

function HelpSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.navSkeleton}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </div>
      <div className={styles.article}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="75%" />
      </div>
    </div>
  );
}
