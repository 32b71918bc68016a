/** The panel's sheet texts (English, the source). */
export default () => ({});
