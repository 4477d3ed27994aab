/**
 * The sandbox answers in the customer's language, as the provider's backend does: the widget sends
 * Accept-Language on every call (spec 1 §7) and shows the backend's messages where the spec says so
 * (e-mail and code steps, card fields, order creation, …). Messages in English are the catalogue's keys;
 * Spanish and Portuguese beside them. Two kinds stay in English on purpose: the limit messages, which the
 * widget maps to its own strings by their English text (spec 1 §8: 'You reached your daily limit.' →
 * dailyLimitReached), and what only the merchant reads (signature and payload problems, in the host event).
 */
type Translations = { es: string; pt: string };

const CATALOGUE: Record<string, Translations> = {
  'A payout card is required': { es: 'Se necesita una tarjeta de pago', pt: 'É necessário um cartão para o pagamento' },
  'Address is not valid': { es: 'La dirección no es válida', pt: 'O endereço não é válido' },
  'Amount is required': { es: 'Indica el importe', pt: 'Informe o valor' },
  'CVV code should be 3 digits': { es: 'El código CVV debe tener 3 dígitos', pt: 'O código CVV deve ter 3 dígitos' },
  'Card details are required': { es: 'Faltan los datos de la tarjeta', pt: 'Faltam os dados do cartão' },
  'Card not found': { es: 'No se encontró la tarjeta', pt: 'Cartão não encontrado' },
  'Card number is invalid': { es: 'El número de tarjeta no es válido', pt: 'O número do cartão não é válido' },
  'Cardholder name is invalid': { es: 'El nombre del titular no es válido', pt: 'O nome do titular não é válido' },
  'Choose city': { es: 'Elige la ciudad', pt: 'Escolha a cidade' },
  'Choose country': { es: 'Elige el país', pt: 'Escolha o país' },
  'Choose state': { es: 'Elige el estado', pt: 'Escolha o estado' },
  'Date of birth cannot be in the future': { es: 'La fecha de nacimiento no puede ser futura', pt: 'A data de nascimento não pode ser no futuro' },
  'Date of birth is not valid': { es: 'La fecha de nacimiento no es válida', pt: 'A data de nascimento não é válida' },
  'Date of birth is required': { es: 'Indica tu fecha de nacimiento', pt: 'Informe sua data de nascimento' },
  'E-mail is not valid': { es: 'El correo electrónico no es válido', pt: 'O e-mail não é válido' },
  'Identity verification is required': { es: 'Se necesita verificar tu identidad', pt: 'É necessário verificar sua identidade' },
  'Insufficient funds': { es: 'Fondos insuficientes', pt: 'Saldo insuficiente' },
  'Invalid Date': { es: 'La fecha no es válida', pt: 'A data não é válida' },
  'Invalid code': { es: 'El código no es válido', pt: 'O código não é válido' },
  'Must be a positive number': { es: 'Debe ser un número positivo', pt: 'Deve ser um número positivo' },
  'Order not found': { es: 'No se encontró el pedido', pt: 'Pedido não encontrado' },
  "Order value can't be higher than the limit": { es: 'El importe del pedido no puede superar el límite', pt: 'O valor do pedido não pode passar do limite' },
  "Order value can't be lower than the limit": { es: 'El importe del pedido no puede ser inferior al límite', pt: 'O valor do pedido não pode ser menor que o limite' },
  'Phone number is not valid': { es: 'El número de teléfono no es válido', pt: 'O número de telefone não é válido' },
  'Please check the address': { es: 'Revisa la dirección', pt: 'Confira o endereço' },
  'Please check the card details': { es: 'Revisa los datos de la tarjeta', pt: 'Confira os dados do cartão' },
  'Please check the form': { es: 'Revisa el formulario', pt: 'Confira o formulário' },
  Required: { es: 'Obligatorio', pt: 'Obrigatório' },
  'Select country': { es: 'Elige el país', pt: 'Escolha o país' },
  'Sorry. We cannot process this order for your region.': {
    es: 'Lo sentimos. No podemos procesar este pedido en tu región.',
    pt: 'Desculpe. Não podemos processar este pedido na sua região.',
  },
  'Suspicious activity on the account': { es: 'Actividad sospechosa en la cuenta', pt: 'Atividade suspeita na conta' },
  'The amount is above the limit without verification': { es: 'El importe supera el límite sin verificación', pt: 'O valor passa do limite sem verificação' },
  'The code is not right': { es: 'El código no es correcto', pt: 'O código não está correto' },
  'The code is wrong or has expired': { es: 'El código es incorrecto o ha caducado', pt: 'O código está errado ou expirou' },
  'The code has expired': { es: 'El código ha caducado', pt: 'O código expirou' },
  'Too many sign-in attempts. Please try again later': {
    es: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo más tarde',
    pt: 'Tentativas de login demais. Tente novamente mais tarde',
  },
  'Too many wrong codes': { es: 'Demasiados códigos incorrectos', pt: 'Códigos errados demais' },
  'The document photo is blurry': { es: 'La foto del documento está borrosa', pt: 'A foto do documento está desfocada' },
  'The exchange rate has been updated': { es: 'El tipo de cambio se ha actualizado', pt: 'A taxa de câmbio foi atualizada' },
  'The order has expired': { es: 'El pedido ha caducado', pt: 'O pedido expirou' },
  'The selfie does not match the document': { es: 'El selfie no coincide con el documento', pt: 'A selfie não corresponde ao documento' },
  'This pair cannot be bought': { es: 'Este par no se puede comprar', pt: 'Este par não pode ser comprado' },
  'This pair cannot be sold': { es: 'Este par no se puede vender', pt: 'Este par não pode ser vendido' },
  'Type your postal code': { es: 'Escribe tu código postal', pt: 'Digite seu código postal' },
  'Type your street, building, apt': { es: 'Escribe tu calle, número y piso', pt: 'Digite sua rua, número e complemento' },
  Unauthorized: { es: 'No autorizado', pt: 'Não autorizado' },
  'Unknown currency': { es: 'Moneda desconocida', pt: 'Moeda desconhecida' },
  'Unknown language': { es: 'Idioma desconocido', pt: 'Idioma desconhecido' },
  'You must be at least 18 years old': { es: 'Debes tener al menos 18 años', pt: 'Você precisa ter pelo menos 18 anos' },
  'You should agree with our terms': { es: 'Debes aceptar nuestras condiciones', pt: 'Você precisa aceitar nossos termos' },
};

/** The language of an Accept-Language header that the sandbox speaks besides English, if any. */
export function answerLanguage(acceptLanguage: string | undefined): 'es' | 'pt' | null {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'es' || first === 'pt' ? first : null;
}

/** A message in the given language when the catalogue has it, else as it is. */
export function translated(message: string, language: 'es' | 'pt' | null): string {
  return language ? (CATALOGUE[message]?.[language] ?? message) : message;
}

/** A validation payload (field → messages) with each known message translated; anything else unchanged. */
export function translatedPayload(payload: unknown, language: 'es' | 'pt' | null): unknown {
  if (!language || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? translated(item, language) : item)) : typeof value === 'string' ? translated(value, language) : value,
    ]),
  );
}
