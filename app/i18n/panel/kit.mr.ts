import type { Book, Texts } from "../book";
import type en from "./kit.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  listTitle: (subject, count) => (count === 0 ? `${subject} — एकही नाही` : `${subject} (${f.count(count)})`),
  actions: "कृती",
  phoneRule: `${f.count(10)} अंक, +91 शिवाय.`,
  screens: "स्क्रीन",
  list: "यादी",
  add: "नवीन",
  cancel: "रद्द करा",
  edit: "बदला",
  editName: (name) => `${name} बदला`,
  delete: "काढा",
  deleteName: (name) => `${name} काढा`,
  confirmDelete: (name) => `${name} खरंच काढायचे आहे?`,
  deleteInProgress: "काढत आहे…",
  deleted: (name) => `${name} काढले.`,
  somethingWrong: "काहीतरी चुकले…",
  said: {
    "Something went wrong...": "काहीतरी चुकले…",
    "Invalid data": "माहिती चुकीची आहे",
    "This feature is available in Premium version !": "ही सुविधा प्रीमियम आवृत्तीत आहे!",
    "This feature is available in Turbo version !!!": "ही सुविधा टर्बो आवृत्तीत आहे!",
    "This Facility is for Managing dealers. You have not opted for it.":
      "ही सुविधा डीलर सांभाळण्यासाठी आहे. तुम्ही ती घेतलेली नाही.",
    "This shop is being restored from a backup, so nothing can be saved just now. Please try again in a few minutes.":
      "हे दुकान बॅकअपमधून पुन्हा आणले जात आहे, त्यामुळे आत्ता काहीही जतन करता येत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.",
    "This shop is being updated, so nothing can be saved just now. Please try again in a minute.":
      "हे दुकान अद्ययावत केले जात आहे, त्यामुळे आत्ता काहीही जतन करता येत नाही. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.",
  },
});
export default texts;
