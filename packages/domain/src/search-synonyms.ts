/**
 * Words shoppers in India type for the same thing: Indian spellings and Hindi words in Latin
 * script. Each group is one meaning; its first word is the catalogue's own (what names, labels
 * and colours say), the others are what a shopper may type instead. Words are lower case, letters
 * only, as a normalised search has them.
 */
export const SEARCH_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // garments
  ["saree", "sari", "saris", "saadi", "sadi", "saaree", "sarees"],
  ["lehenga", "lehnga", "lengha", "lahenga", "lehanga", "lehengas"],
  ["kurta", "kurtha", "kurtaa", "kurtas"],
  ["kurti", "kurthi", "kurtis"],
  ["dupatta", "dupata", "duppata", "chunni", "chunri", "odhni"],
  ["blouse", "choli"],
  ["salwar", "shalwar", "salvar"],
  // fabrics
  ["silk", "resham", "reshmi", "pattu"],
  ["cotton", "sooti", "suti", "soothi"],
  ["linen"],
  ["georgette", "georget", "georgett"],
  ["chiffon", "shifon", "chifon"],
  ["tussar", "tussore", "tasar", "kosa"],
  ["organza", "organja"],
  // weaves and crafts
  ["banarasi", "benarasi", "banarsi", "benarsi", "varanasi"],
  ["kanjeevaram", "kanjivaram", "kanchipuram", "kancheepuram", "kanjeeveram"],
  ["bandhani", "bandhej", "bandej", "bandini"],
  ["ikat", "ikkat"],
  ["paithani", "paithni"],
  ["patola", "patan"],
  ["leheriya", "lehariya", "leheria"],
  ["chikankari", "chikan"],
  // colours
  ["red", "lal", "laal"],
  ["green", "hara", "hari", "haraa"],
  ["blue", "neela", "neeli", "nila", "nili"],
  ["yellow", "peela", "peeli", "pila", "pili"],
  ["black", "kala", "kaala", "kali", "kaali"],
  ["white", "safed", "safaid", "sufed"],
  ["pink", "gulabi", "gulaabi"],
  ["orange", "narangi", "kesari", "kesariya"],
  ["purple", "jamuni", "baingani"],
  ["maroon", "mehroon", "marun"],
  ["gold", "sona", "sunehri", "sunehra", "zari"],
  ["silver", "chandi", "chaandi"],
  ["brown", "bhura"],
  // occasions
  ["wedding", "shaadi", "shadi", "vivah", "byah", "marriage"],
  ["bridal", "dulhan", "bride"],
  ["festive", "tyohar", "festival"],
  ["party", "partywear"],
  ["office", "officewear"],
];

let groupsByWord: Map<string, readonly string[]> | undefined;

function groupIndex(): Map<string, readonly string[]> {
  if (!groupsByWord) {
    groupsByWord = new Map();
    for (const group of SEARCH_SYNONYM_GROUPS) for (const word of group) groupsByWord.set(word, group);
  }
  return groupsByWord;
}

/** Every word meaning the same as this one, itself first; just itself when it has no synonyms. */
export function searchSynonymsOf(word: string): readonly string[] {
  const group = groupIndex().get(word);
  return group ? [word, ...group.filter((other) => other !== word)] : [word];
}

/** The catalogue's own word for a word a shopper typed ("lal" → "red"); the word itself when it has none. */
export function catalogueWordFor(word: string): string {
  return groupIndex().get(word)?.[0] ?? word;
}
