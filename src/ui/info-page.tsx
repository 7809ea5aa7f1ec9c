import { PageIntro } from './page-intro';
import { PublicPage } from './public-page';

/** A page outside the dashboard whose flow arrives in a later issue: its heading and purpose. */
export function InfoPage({ title, text }: { title: string; text: string }) {
  return (
    <PublicPage>
      <PageIntro title={title}>{text}</PageIntro>
    </PublicPage>
  );
}
