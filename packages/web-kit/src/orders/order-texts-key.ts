/**
 * Where the shared order texts sit among an app's texts. Apart from the texts themselves, so an app's locales
 * can reword some of them without bringing every language's order texts into the first download.
 */
export const ORDER_TEXTS_KEY = 'orderCommon';
