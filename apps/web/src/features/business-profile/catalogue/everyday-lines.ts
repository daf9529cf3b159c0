import {
  IconBaguette,
  IconBallTennis,
  IconBarbell,
  IconBone,
  IconBottle,
  IconBowling,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandX,
  IconBread,
  IconBriefcase,
  IconBubble,
  IconBuildingStadium,
  IconBurger,
  IconCamera,
  IconCarSuv,
  IconCat,
  IconCoffee,
  IconDeviceGamepad2,
  IconDog,
  IconDroplet,
  IconEngine,
  IconFeather,
  IconFish,
  IconGift,
  IconGlassCocktail,
  IconGolf,
  IconGrill,
  IconHorseToy,
  IconIceCream2,
  IconLeaf,
  IconMan,
  IconMasksTheater,
  IconMassage,
  IconMeat,
  IconMoodKid,
  IconPalette,
  IconPizza,
  IconScissors,
  IconShare,
  IconShirt,
  IconSmoking,
  IconSparkles,
  IconTie,
  IconTool,
  IconToolsKitchen2,
  IconWoman,
} from '@tabler/icons-react';
import { line } from './catalogue-types';

// The subcategory lists spec 2 §3 gives in full, ids in the order given.

export const digitalMarketingLines = [
  line(0, 'socialMedia', 'Social Media', IconShare),
  line(1, 'instagram', 'Instagram', IconBrandInstagram),
  line(2, 'twitterX', 'Twitter/X', IconBrandX),
  line(3, 'facebookAdvertising', 'Facebook advertising', IconBrandFacebook),
  line(4, 'whatsappMarketing', 'WhatsApp marketing', IconBrandWhatsapp),
];

export const foodBeverageLines = [
  line(0, 'restaurant', 'Restaurant', IconToolsKitchen2),
  line(1, 'hamburger', 'Hamburger', IconBurger),
  line(2, 'pizza', 'Pizza', IconPizza),
  line(3, 'grill', 'Grill', IconGrill),
  line(4, 'seafood', 'Seafood', IconFish),
  line(5, 'coffeeShop', 'Coffee Shop', IconCoffee),
  line(6, 'bar', 'Bar', IconGlassCocktail),
  line(7, 'bakery', 'Bakery', IconBread),
  line(8, 'iceCream', 'Ice Cream/Frozen Yogurt', IconIceCream2),
  line(9, 'shawarma', 'Shawarma', IconMeat),
  line(10, 'germanBakery1', 'German Bakery 1', IconBaguette),
];

export const clothingLines = [
  line(0, 'mens', "Men's", IconMan),
  line(1, 'womens', "Women's", IconWoman),
  line(2, 'kids', "Kid's", IconMoodKid),
  line(3, 'casualWear', 'Casual Wear', IconShirt),
  line(4, 'formalWear', 'Formal Wear', IconTie),
  line(5, 'businessAttire', 'Business Attire', IconBriefcase),
];

export const automotiveLines = [
  line(0, 'carRepair', 'Car Repair', IconTool),
  line(1, 'carParts', 'Car Parts', IconEngine),
  line(2, 'carDealership', 'Car Dealership', IconCarSuv),
];

// "Hair Salon Men/Women/Unisex" is read as three salons, so a merchant can pick the one it runs.
export const beautyLines = [
  line(0, 'spa', 'Spa', IconMassage),
  line(1, 'nailSalon', 'Nail Salon', IconPalette),
  line(2, 'hairSalonMen', 'Hair Salon Men', IconScissors),
  line(3, 'hairSalonWomen', 'Hair Salon Women', IconScissors),
  line(4, 'hairSalonUnisex', 'Hair Salon Unisex', IconScissors),
  line(5, 'skincare', 'Skincare', IconDroplet),
  line(6, 'makeupAccessories', 'Makeup accessories', IconSparkles),
];

export const entertainmentLines = [
  line(0, 'sportComplex', 'Sport Complex', IconBuildingStadium),
  line(1, 'theater', 'Theater', IconMasksTheater),
  line(2, 'golf', 'Golf', IconGolf),
  line(3, 'bowling', 'Bowling', IconBowling),
];

export const petStoreLines = [
  line(0, 'catFood', 'Cat Food', IconCat),
  line(1, 'dogFood', 'Dog Food', IconDog),
  line(2, 'birdFeed', 'Bird feed', IconFeather),
  line(3, 'petAccessories', 'Pet accessories', IconBone),
  line(4, 'aquaticSupplies', 'Aquatic supplies', IconBubble),
  line(5, 'groomingServices', 'Grooming services', IconScissors),
  line(6, 'petToys', 'Pet Toys', IconBallTennis),
];

export const sportsFitnessLines = [
  line(0, 'nutritionSupplements', 'Nutrition and Supplements Store', IconBottle),
  line(1, 'gymMembership', 'Gym Membership', IconBarbell),
];

export const toyStoreLines = [line(0, 'toyStore', 'Toy Store', IconHorseToy)];

export const studiosLines = [line(0, 'studios', 'Studios', IconCamera)];

export const retailsLines = [
  line(0, 'gameShop', 'Game Shop', IconDeviceGamepad2),
  line(1, 'giftShop', 'Gift Shop', IconGift),
  line(2, 'vapeShop', 'Vape Shop', IconSmoking),
  line(3, 'cannabisShop', 'Cannabis Shop', IconLeaf),
];
