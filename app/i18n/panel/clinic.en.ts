/** The panel's clinic texts (English, the source). */
export default () => ({});
