import { AnnouncementList } from '../../../features/announcements/components/announcement-list';

export function NoticePageRoute() {
  return <AnnouncementList />;
}
