import { SHOP_TYPE } from "#app/domain/shop-types";
import type { ColorScheme } from "../../themes/themes";

/** The three public demo stores (spec 1 §2), ready and fully populated. Their admin passwords exist only locally. */
export type DemoStore = {
  url: string;
  name: string;
  shopTypeId: number;
  masterListUrl: string;
  colorScheme: ColorScheme;
  owner: string;
  address: string;
  city: string;
  pinCode: string;
  state: string;
  whatsApp: string;
  aboutUs: string;
  settings: {
    firstPageMessage: string;
    minimumCriteria: "none" | "amount" | "count";
    minimumAmountPaise: number;
    minimumItemCount: number;
    deliveryChargesPaise: number;
    deliveryChargesBelowPaise: number;
  };
  offers: { name: string; description: string }[];
  dealer: { name: string; whatsApp: string; link: string };
  /** Products the demo shows as out of stock (out of season), so customers see the marker. */
  outOfStock: string[];
  /** Saved customers (the admin's customer list, billing's Select Customer). */
  customers: { name: string; whatsApp: string; address: string }[];
  admin: { userName: string; localPassword: string };
};

export const DEMO_STORES: DemoStore[] = [
  {
    url: "demoveggiestore",
    name: "Demo Veggie Store",
    shopTypeId: SHOP_TYPE.vegetables,
    masterListUrl: "masterveggies",
    colorScheme: "green",
    owner: "Sunita Jadhav",
    address: "Shop 4, Mahatma Phule Mandai, Shukrawar Peth",
    city: "Pune",
    pinCode: "411002",
    state: "Maharashtra",
    whatsApp: "9000000001",
    aboutUs:
      "Fresh vegetables and fruits from the farms around Pune, delivered to your door every morning. Order by 10 am for same-day delivery. We weigh every item fairly and replace anything you are not happy with.",
    settings: {
      firstPageMessage: "Fresh stock every morning. Free delivery above Rs. 300.",
      minimumCriteria: "amount",
      minimumAmountPaise: 10000,
      minimumItemCount: 0,
      deliveryChargesPaise: 2000,
      deliveryChargesBelowPaise: 30000,
    },
    offers: [
      { name: "Sunday Sabzi", description: "5% off on all leafy vegetables every Sunday morning." },
      { name: "Fruit Basket", description: "Buy fruits worth Rs. 500 and get a dozen bananas free." },
    ],
    dealer: { name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh" },
    outOfStock: ["Jackfruit", "Strawberry"],
    customers: [
      { name: "Anjali Deshpande", whatsApp: "9000000101", address: "12 Shanti Nagar, Kothrud, Pune" },
      { name: "Prakash Kulkarni", whatsApp: "9000000102", address: "Flat 5, Sai Residency, Karve Road, Pune" },
      { name: "Hotel Annapurna", whatsApp: "9000000103", address: "Station Road, Shivajinagar, Pune" },
    ],
    admin: { userName: "veggie@demo.yaadi.in", localPassword: "demo-veggie-123" },
  },
  {
    url: "demogrocerystore",
    name: "Demo Grocery Store",
    shopTypeId: SHOP_TYPE.grocery,
    masterListUrl: "mastergrocery",
    colorScheme: "blue",
    owner: "Prakash Kulkarni",
    address: "12, Station Road, near Bus Stand",
    city: "Nashik",
    pinCode: "422001",
    state: "Maharashtra",
    whatsApp: "9000000002",
    aboutUs:
      "Your neighbourhood kirana since 1998: atta, dal, rice, oil, masala and daily needs at fair prices. Send your monthly yaadi on WhatsApp and we pack it the same day.",
    settings: {
      firstPageMessage: "Monthly yaadi? Send it by WhatsApp, we pack it the same day.",
      minimumCriteria: "count",
      minimumAmountPaise: 0,
      minimumItemCount: 3,
      deliveryChargesPaise: 3000,
      deliveryChargesBelowPaise: 50000,
    },
    offers: [
      { name: "Monthly Yaadi", description: "2% off on monthly orders above Rs. 3000." },
      { name: "Festival Pack", description: "Diwali faral kit with besan, rava, sugar and ghee at a special price." },
    ],
    dealer: { name: "Ganesh Traders", whatsApp: "9000000012", link: "ganesh" },
    outOfStock: [],
    customers: [
      { name: "Meena Shinde", whatsApp: "9000000201", address: "B-7, Gokul Society, Nashik Road" },
      { name: "Rahul Pawar", whatsApp: "9000000202", address: "45 College Road, Nashik" },
    ],
    admin: { userName: "grocery@demo.yaadi.in", localPassword: "demo-grocery-123" },
  },
  {
    url: "demodryfruitstore",
    name: "Demo Dry Fruit Store",
    shopTypeId: SHOP_TYPE.dryFruits,
    masterListUrl: "masterdryfruits",
    colorScheme: "brown",
    owner: "Farhan Shaikh",
    address: "7, Laxmi Road, opposite Tulshibaug",
    city: "Pune",
    pinCode: "411030",
    state: "Maharashtra",
    whatsApp: "9000000003",
    aboutUs:
      "Premium almonds, cashews, pistachios, dates and gift boxes, packed fresh in our shop. Ideal for festivals, weddings and corporate gifting. Bulk orders welcome.",
    settings: {
      firstPageMessage: "Diwali gift boxes are here. Order early!",
      minimumCriteria: "amount",
      minimumAmountPaise: 25000,
      minimumItemCount: 0,
      deliveryChargesPaise: 4000,
      deliveryChargesBelowPaise: 100000,
    },
    offers: [{ name: "Gift Box Offer", description: "10% off on orders of 10 or more gift boxes." }],
    dealer: { name: "Anand Sales", whatsApp: "9000000013", link: "anand" },
    outOfStock: [],
    customers: [{ name: "Sweet Home Caterers", whatsApp: "9000000301", address: "Laxmi Road, Sadashiv Peth, Pune" }],
    admin: { userName: "dryfruit@demo.yaadi.in", localPassword: "demo-dryfruit-123" },
  },
];

/** The local platform owner (development only; production uses `npm run owner:create` or secrets). */
export const LOCAL_OWNER = { userName: "owner@yaadi.local", password: "owner-local-123" };

/** The demo store that lives in the second cell locally (docs/decisions/0041): the move job places it there. */
export const SECOND_CELL_STORE = "demodryfruitstore";
