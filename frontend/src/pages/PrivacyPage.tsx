import { HelpArticle, PRIVACY } from '../features/help';

/** Privacy (the footer's Legal): what is kept where, and who can see it; local listings link here. */
export default function PrivacyPage() {
  return (
    <HelpArticle title="Privacy" lead="What Toolshare keeps about you, where, and who can see it." sections={PRIVACY} />
  );
}
