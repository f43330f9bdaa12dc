import { LegalPage } from '@/components/legal/legal-page';

export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
