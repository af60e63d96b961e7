import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { CAROUSELS } from '#shared/constants.js';
import { AfterFirstPaint } from '../components/after-first-paint';
import { BannerCarousel } from '../features/home/banner-carousel';
import { useHomeData } from '../features/home/get-home-data';
import { GroupSquares } from '../features/home/group-squares';
import { OffersSection } from '../features/home/offers-section';
import { FreeAddOffer } from '../features/insurance/free-add-offer';
import { InsuranceCarousel } from '../features/insurance/insurance-carousel';
import { NationalDealsCarousel } from '../features/national-deals/national-deals-carousel';

// /b2c/chome: the member home. Sections of groups the co-op does not offer stay hidden.
export default function ChomePage() {
  const { data } = useHomeData();
  if (!data) return null; // The member layout shows the preloader until the data is there.
  const offered = new Set(data.features.map((group) => group.groupIdentifier));
  const products = data.insurance.products;

  return (
    <>
      <BannerCarousel slides={data.slides} apps={data.coopData} />
      {/* Everything under the 750-high banner is below the fold: it renders after the first paint. */}
      <AfterFirstPaint minHeight={CAROUSELS.nationalDeals.height}>
        <GroupSquares groups={data.features} />
        <OffersSection groups={data.features} />
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={CAROUSELS.nationalDeals.height} step={1}>
        {offered.has('nationaldeals') && <NationalDealsCarousel deals={data.nationalDeals} />}
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={CAROUSELS.insurance.height} step={2}>
        {offered.has('insurance') && <InsuranceCarousel products={products} />}
        <FreeAddOffer products={products} />
      </AfterFirstPaint>
    </>
  );
}
