import type { Book, Texts } from "../book";
import type en from "./kit.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  listTitle: (subject, count) => (count === 0 ? `${subject} — एक भी नहीं` : `${subject} (${f.count(count)})`),
  actions: "काम",
  phoneRule: `${f.count(10)} अंक, +91 के बिना।`,
  screens: "स्क्रीन",
  list: "सूची",
  add: "नया",
  cancel: "रद्द करें",
  edit: "बदलें",
  editName: (name) => `${name} बदलें`,
  delete: "हटाएँ",
  deleteName: (name) => `${name} हटाएँ`,
  confirmDelete: (name) => `क्या आप सच में ${name} हटाना चाहते हैं?`,
  deleteInProgress: "हटाया जा रहा है…",
  deleted: (name) => `${name} हटा दिया गया।`,
  somethingWrong: "कुछ गड़बड़ हो गई…",
  said: {
    "Something went wrong...": "कुछ गड़बड़ हो गई…",
    "Invalid data": "जानकारी गलत है",
    "This feature is available in Premium version !": "यह सुविधा प्रीमियम वर्ज़न में है!",
    "This feature is available in Turbo version !!!": "यह सुविधा टर्बो वर्ज़न में है!",
    "This Facility is for Managing dealers. You have not opted for it.":
      "यह सुविधा डीलर संभालने के लिए है। आपने इसे नहीं लिया है।",
    "This shop is being restored from a backup, so nothing can be saved just now. Please try again in a few minutes.":
      "यह दुकान बैकअप से वापस लाई जा रही है, इसलिए अभी कुछ भी सहेजा नहीं जा सकता। कृपया कुछ मिनट बाद फिर कोशिश करें।",
    "This shop is being updated, so nothing can be saved just now. Please try again in a minute.":
      "इस दुकान को अपडेट किया जा रहा है, इसलिए अभी कुछ भी सहेजा नहीं जा सकता। कृपया एक मिनट बाद फिर कोशिश करें।",
  },
});
export default texts;
