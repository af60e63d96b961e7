import '@mantine/core/styles/Image.css';
import { Image } from '@mantine/core';
import { CAROUSELS } from '#shared/constants.js';

/**
 * The picture's box in an insurance card: the carousel cell's width (spec: 375 by 436) and a fixed
 * height, set before the picture arrives, so the card never shifts as it loads.
 */
export const INSURANCE_IMAGE_BOX = { width: CAROUSELS.insurance.width, height: 180 } as const;

/**
 * An insurance product's picture, whole: the co-op's art draws the product's name into it, and
 * cropping it to the box (object-fit cover) cut that name in half. Contain letterboxes it instead.
 */
export function InsuranceImage({ src }: { src: string }) {
  const { width, height } = INSURANCE_IMAGE_BOX;
  return (
    <Image src={src} alt="" width={width} height={height} h={height} fit="contain" data-testid="insurance-image" />
  );
}
