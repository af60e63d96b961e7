import { useHomeData } from '../features/home/get-home-data';
import { LegalDocument } from '../features/legal/legal-document';
import { TERMS_UPDATED, termsOfUse } from '../features/legal/terms-of-use';

// /b2c/cterms: the Terms of Use with the co-op's name filled in.
export default function CtermsPage() {
  const name = useHomeData().data?.coopData.displayName;
  if (!name) return null;
  return (
    <LegalDocument
      title="Terms of Use"
      updated={TERMS_UPDATED}
      intro={`Please read these terms before you use the ${name} member savings program.`}
      sections={termsOfUse(name)}
    />
  );
}
