import {
  IconBarbell,
  IconBread,
  IconBuildingStore,
  IconCamera,
  IconCar,
  IconHorseToy,
  IconMasksTheater,
  IconPaw,
  IconShirt,
  IconSparkles,
  IconSpeakerphone,
  IconStethoscope,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { BusinessType } from './catalogue-types';
import {
  automotiveLines,
  beautyLines,
  clothingLines,
  digitalMarketingLines,
  entertainmentLines,
  foodBeverageLines,
  petStoreLines,
  retailsLines,
  sportsFitnessLines,
  studiosLines,
  toyStoreLines,
} from './everyday-lines';
import { germanBakeryLines } from './german-bakery-lines';
import { petHealthLines } from './pet-health-lines';

/**
 * The business category catalogue of spec 2 §3: the main categories, ids 0–12 in the spec's
 * order. The profile stores titles, not ids (contract §3), so titles never change here.
 */
export const BUSINESS_TYPES: readonly BusinessType[] = [
  {
    id: 0,
    key: 'digitalMarketing',
    title: 'Digital marketing',
    icon: IconSpeakerphone,
    color: 'indigo',
    lines: digitalMarketingLines,
  },
  {
    id: 1,
    key: 'foodBeverage',
    title: 'Food/Beverage',
    icon: IconToolsKitchen2,
    color: 'orange',
    lines: foodBeverageLines,
  },
  { id: 2, key: 'clothing', title: 'Clothing', icon: IconShirt, color: 'grape', lines: clothingLines },
  { id: 3, key: 'automotive', title: 'Automotive', icon: IconCar, color: 'blue', lines: automotiveLines },
  { id: 4, key: 'beauty', title: 'Beauty', icon: IconSparkles, color: 'pink', lines: beautyLines },
  {
    id: 5,
    key: 'entertainment',
    title: 'Entertainment',
    icon: IconMasksTheater,
    color: 'violet',
    lines: entertainmentLines,
  },
  { id: 6, key: 'petStore', title: 'Pet Store', icon: IconPaw, color: 'lime', lines: petStoreLines },
  {
    id: 7,
    key: 'sportsFitness',
    title: 'Sports and Fitness',
    icon: IconBarbell,
    color: 'green',
    lines: sportsFitnessLines,
  },
  { id: 8, key: 'toyStore', title: 'Toy Store', icon: IconHorseToy, color: 'red', lines: toyStoreLines },
  { id: 9, key: 'studios', title: 'Studios', icon: IconCamera, color: 'gray', lines: studiosLines },
  { id: 10, key: 'retails', title: 'Retails', icon: IconBuildingStore, color: 'cyan', lines: retailsLines },
  {
    id: 11,
    key: 'petHealth',
    title: 'Pet Health Technology Service',
    icon: IconStethoscope,
    color: 'teal',
    lines: petHealthLines,
  },
  {
    id: 12,
    key: 'germanBakery',
    title: 'German Bakery',
    icon: IconBread,
    color: 'yellow',
    lines: germanBakeryLines,
  },
];

/** The catalogue entry for a saved `businessType` title, if it is one of ours. */
export function findBusinessType(title: string | null | undefined): BusinessType | undefined {
  return BUSINESS_TYPES.find((type) => type.title === title);
}
