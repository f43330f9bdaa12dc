import { LegalPage } from '@/components/legal/legal-page';

export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
