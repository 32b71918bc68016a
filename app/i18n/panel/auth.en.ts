/** The panel's auth texts (English, the source). */
export default () => ({});
