/** The panel's lists texts (English, the source). */
export default () => ({});
