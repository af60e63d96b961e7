import { useHomeData } from '../features/home/get-home-data';
import { LegalDocument } from '../features/legal/legal-document';
import { PRIVACY_UPDATED, privacyPolicy } from '../features/legal/privacy-policy';

// /b2c/cprivacy: the Privacy Policy with the co-op's name filled in.
export default function CprivacyPage() {
  const name = useHomeData().data?.coopData.displayName;
  if (!name) return null;
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={`Your privacy matters to ${name}. This policy explains what we collect and why.`}
      sections={privacyPolicy(name)}
    />
  );
}
