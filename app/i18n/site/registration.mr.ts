import type { Book, Texts } from "../book";
import type en from "./registration.en";

const registration: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  heading: "नोंदणी फॉर्म",
  description: "Yaadi वर ऑनलाइन दुकानासाठी तुमच्या दुकानाची नोंदणी करा.",
  instruction:
    "तुमची माहिती भरा आणि ‘नोंदणी करा’ दाबा: व्हॉट्सॲप आमच्यासाठी एका मेसेजसह उघडेल, तो पाठवा आणि आम्ही तुम्हाला फोन करू.",
  tenDigits: `${f.count(10)} अंक, +91 शिवाय.`,
  register: "नोंदणी करा",
  greeting: (v) =>
    `नमस्कार! मी ${v.ownerName.trim()}. मी माझ्या "${v.shopName.trim()}" (${v.city.trim()}) दुकानाची Yaadi वर नोंदणी केली आहे. कृपया माझे ऑनलाइन दुकान बनवा.`,
  said: {
    "Shop name": "दुकानाचे नाव",
    "Owner name": "मालकाचे नाव",
    Address: "पत्ता",
    City: "शहर",
    Pincode: "पिनकोड",
    "WhatsApp number": "व्हॉट्सॲप नंबर",
    "Mobile number": "मोबाइल नंबर",
    "Email id": "ई-मेल आयडी",
    "Too many registrations from this connection. Please try again in an hour.":
      "या कनेक्शनवरून खूप नोंदण्या झाल्या. एका तासाने पुन्हा प्रयत्न करा.",
    "Too many registrations for this WhatsApp number. Please try again tomorrow.":
      "या व्हॉट्सॲप नंबरसाठी खूप नोंदण्या झाल्या. उद्या पुन्हा प्रयत्न करा.",
    "Too many registrations just now. Please try again in an hour.": "आत्ता खूप नोंदण्या येत आहेत. एका तासाने पुन्हा प्रयत्न करा.",
    "Something went wrong... Try again": "काहीतरी चुकले... पुन्हा प्रयत्न करा",
  },
});
export default registration;
